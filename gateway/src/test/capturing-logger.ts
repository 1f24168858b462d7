import { Writable } from 'node:stream';
import pino from 'pino';

/** A gateway's logger whose lines a test can read: `at(level)`, the messages at that level or above. */
export function capturingLogger(level: pino.Level = 'error') {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino({ level }, stream);
  return { logger, at: (least: pino.Level) => lines.filter((line) => line.level >= logger.levels.values[least]).map((line) => line.msg) };
}
