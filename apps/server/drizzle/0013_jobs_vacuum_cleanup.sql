-- Moving cards rewrites many jobs rows (a column is renumbered), so jobs gathers dead index entries quickly. By
-- default VACUUM skips cleaning indexes when under 2% of a table's pages hold dead rows: in a large installation
-- one busy user's board is always under that, so the dead entries stayed and the tracker's page read slowed 2.6x
-- against the same history in a small database (docs/decisions/013). Clean them always, and vacuum jobs once 1%
-- of it is dead rather than 20%, so a busy board is tidied at the same pace whatever the table's size.
ALTER TABLE "jobs" SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0.01);
