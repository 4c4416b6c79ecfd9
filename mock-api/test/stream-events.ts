/** One Server-Sent Event as a test reads it. */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/** Reads SSE events from a response body as they arrive. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  // One read at a time: a read left waiting by a timeout is picked up by the next call.
  let pending: ReturnType<typeof reader.read> | null = null;

  const parse = (block: string): SseEvent | null => {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    return data.length > 0 ? { event, id, data: data.join('\n') } : null;
  };

  /** The next event matching `wanted`, skipping others; fails after `timeoutMs`. */
  const next = async (wanted: (e: SseEvent) => boolean = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(wanted);
      if (index >= 0) return queue.splice(index, 1)[0] as SseEvent;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching event in time');
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) continue;
      pending = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const parsed = parse(buffer.slice(0, end));
        if (parsed) queue.push(parsed);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  };
  return { next, cancel: () => reader.cancel() };
}
