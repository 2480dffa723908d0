/**
 * The progress line of a long build: shown on a terminal only (never in a pipe or a log file),
 * on stderr so stdout stays the report, and only once the build has run for `delayMs` (a quick
 * build prints nothing extra). It is redrawn in place at most every `redrawMs` and erased when
 * the build ends, so the lines after it start on a clean line. Rendering keeps the event loop
 * busy, so timers alone would never fire during it: each update past the delay draws too.
 */

/** Where the line is drawn: a terminal stream such as process.stderr. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** Options of progressLine. */
export interface ProgressOptions {
  stream: ProgressStream;
  /** False turns the line off (--quiet). */
  enabled?: boolean;
  /** How long a build runs before the line appears (ms). */
  delayMs?: number;
  /** How often the line is redrawn while shown (ms). */
  redrawMs?: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

/** Defaults of progressLine. */
export const progressDefaults = { delayMs: 1000, redrawMs: 100 };

/** A progress line: `update` sets its text, `stop` erases it (and must be called when the work ends). */
export interface ProgressLine {
  update(text: string): void;
  stop(): void;
}

const ERASE = '\r\u001b[2K';

/** Start a progress line; a no-op unless the stream is a terminal and the line is enabled. */
export function progressLine(options: ProgressOptions): ProgressLine {
  const { stream, enabled = true } = options;
  if (!enabled || stream.isTTY !== true) return { update() {}, stop() {} };
  const { delayMs, redrawMs, now = () => performance.now() } = { ...progressDefaults, ...options };
  const started = now();
  let text = '';
  let drawn = '';
  let drawnAt = Number.NEGATIVE_INFINITY;
  let shown = false;
  let redraw: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    shown = true;
    if (text === drawn) return;
    const width = Math.max(10, (stream.columns || 80) - 1); // a wrapped line could not be overwritten in place
    stream.write(`${ERASE}${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    drawn = text;
    drawnAt = now();
  };
  const show = setTimeout(() => {
    draw();
    redraw = setInterval(draw, redrawMs);
    redraw.unref?.();
  }, delayMs);
  show.unref?.();
  return {
    update(next) {
      text = next;
      const at = now();
      if (at - started >= delayMs && at - drawnAt >= redrawMs) draw();
    },
    stop() {
      clearTimeout(show);
      clearInterval(redraw);
      if (shown) stream.write(ERASE);
    },
  };
}
