-- wrk's figures as one JSON line for scripts/bench/lib.mjs: latencies in µs (after wrk's correction for
-- coordinated omission), and every kind of failure counted.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration":%d,"p50":%d,"p99":%d,"max":%d,"failed":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.status + e.timeout))
end
