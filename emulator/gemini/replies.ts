// The stand-in's answers: deterministic and grounded in the request, so a test can tell that the
// instruction reached the model. The reply is the fact line of the system instruction (`- …`) that
// shares the most words with the visitor's last message, with its page as a link, or a fixed
// handover when none does.

export interface Part {
  text?: string;
}
export interface Content {
  role?: string;
  parts?: Part[];
}
export interface GenerateContentRequest {
  contents?: Content[];
  systemInstruction?: Content | string;
}

export const NO_MATCH_REPLY = 'I cannot answer that from the facts I have. Please call or WhatsApp us.';

const textOf = (content: Content | string | undefined): string =>
  typeof content === 'string' ? content : (content?.parts ?? []).map((part) => part.text ?? '').join('');

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

export function replyText(request: GenerateContentRequest): string {
  const lastUser = [...(request.contents ?? [])].reverse().find((content) => content.role !== 'model');
  const asked = words(textOf(lastUser));
  let best = { line: '', score: 0 };
  for (const line of textOf(request.systemInstruction).split('\n')) {
    if (!line.startsWith('- ')) continue;
    let score = 0;
    for (const word of words(line)) if (asked.has(word)) score += 1;
    if (score > best.score) best = { line: line.slice(2), score };
  }
  if (best.score === 0) return NO_MATCH_REPLY;
  // `title: text (/path)` becomes `text [title](/path)`, the link form the instructions ask for.
  const fact = /^(.+?): (.+) \((\/[^)\s]*)\)$/.exec(best.line);
  return fact ? `${fact[2]} [${fact[1]}](${fact[3]})` : best.line;
}

/** The text in about `count` pieces cut at spaces, as the service streams a reply. */
export function pieces(text: string, count = 3): string[] {
  const size = Math.ceil(text.length / count);
  const result: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(' ', end);
    end = end === text.length || space === -1 ? text.length : space + 1;
    result.push(text.slice(start, end));
    start = end;
  }
  return result;
}

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export function usage(request: GenerateContentRequest, text: string) {
  const prompt =
    textOf(request.systemInstruction) + (request.contents ?? []).map((content) => textOf(content)).join('');
  return {
    promptTokenCount: tokens(prompt),
    candidatesTokenCount: tokens(text),
    totalTokenCount: tokens(prompt) + tokens(text),
  };
}

/** One response object of the API: the whole answer, or one streamed chunk of it. */
export function candidateChunk(text: string, model: string, responseId: string, finish?: string, extra = {}) {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        ...(finish ? { finishReason: finish } : {}),
        index: 0,
      },
    ],
    modelVersion: model,
    responseId,
    ...extra,
  };
}

const SAFETY_CATEGORIES = [
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
];

const ratings = (flagged: string) =>
  SAFETY_CATEGORIES.map((category) =>
    category === flagged
      ? { category, probability: 'HIGH', blocked: true }
      : { category, probability: 'NEGLIGIBLE' },
  );

/** A prompt the service refuses to answer: feedback with a block reason and no candidates. */
export function blockedPrompt(request: GenerateContentRequest, model: string, responseId: string) {
  const { promptTokenCount } = usage(request, '');
  return {
    promptFeedback: { blockReason: 'SAFETY', safetyRatings: ratings('HARM_CATEGORY_DANGEROUS_CONTENT') },
    usageMetadata: { promptTokenCount, totalTokenCount: promptTokenCount },
    modelVersion: model,
    responseId,
  };
}

/** An answer stopped by the safety filters: a candidate without content, finished for SAFETY. */
export const safetyStop = (request: GenerateContentRequest, model: string, responseId: string) => ({
  candidates: [{ finishReason: 'SAFETY', index: 0, safetyRatings: ratings('HARM_CATEGORY_HARASSMENT') }],
  usageMetadata: usage(request, ''),
  modelVersion: model,
  responseId,
});
