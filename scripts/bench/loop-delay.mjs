// Loaded into the server under test by heavy-work.mjs (`node --import`), so the server's code stays as it is: the
// event loop's delay measured with perf_hooks.monitorEventLoopDelay. On SIGUSR2 it writes the percentiles since the
// last signal to LOOP_DELAY_FILE and starts afresh.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The sampling interval (ms): the histogram counts it in every sample, so it is taken off the figures. */
const RESOLUTION = 1;
const file = process.env.LOOP_DELAY_FILE;

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION });
  histogram.enable();
  let reading = 0;
  const ms = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION);
  process.on('SIGUSR2', () => {
    reading += 1;
    const figures = {
      reading,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    writeFileSync(file, JSON.stringify(figures));
  });
}
