// Server-sent events read from a fetch body: `event:` and `data:` lines, an empty line ends one
// event. Comments and unknown fields are skipped, as EventSource does.

export interface ServerEvent {
  event: string;
  data: string;
}

export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const take = (line: string): ServerEvent | undefined => {
    if (line === '') {
      const complete = data.length > 0 ? { event: event || 'message', data: data.join('\n') } : undefined;
      event = '';
      data = [];
      return complete;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    return undefined;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const complete = take(line.replace(/\r$/, ''));
      if (complete) yield complete;
    }
  }
  // A stream that ends without the closing empty line still delivers its last event.
  if (buffer) take(buffer);
  const last = take('');
  if (last) yield last;
}
