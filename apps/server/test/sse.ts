/**
 * A Server-Sent Events stream read as a browser's EventSource receives it: `waitFor` reads until
 * what has arrived matches, `ended` until the server ends the stream.
 */
export async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  /** Reads until `done(text, finished)` holds; throws after `timeoutMs`. */
  const readUntil = async (done: (finished: boolean) => boolean, what: string, timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`stream never ${what}: ${text}`)), timeoutMs);
    });
    try {
      let finished = false;
      while (!done(finished)) {
        if (finished) throw new Error(`stream ended before it ${what}: ${text}`);
        const chunk = await Promise.race([reader.read(), timeout]);
        finished = chunk.done;
        text += chunk.value ?? '';
      }
      return text;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    res,
    waitFor: (until: RegExp, timeoutMs = 10_000) => readUntil(() => until.test(text), `showed ${until}`, timeoutMs),
    /** Everything received, once the server has ended the stream. */
    ended: (timeoutMs = 10_000) => readUntil((finished) => finished, 'ended', timeoutMs),
    close: () => controller.abort(),
  };
}
