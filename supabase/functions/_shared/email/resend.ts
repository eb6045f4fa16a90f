import { EmailDeliveryError, sanitized, type EmailMessage, type EmailTransport } from './message.ts';

// The Resend HTTP API (POST /emails). Errors come back as { statusCode, name, message }.

export interface ResendOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

interface ResendError {
  statusCode?: number;
  name?: string;
  message?: string;
}

export function createResendTransport(options: ResendOptions): EmailTransport {
  const baseUrl = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  return {
    name: 'resend',
    async send(original: EmailMessage) {
      const message = sanitized(original);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            ...(message.idempotencyKey ? { 'Idempotency-Key': message.idempotencyKey } : {}),
          },
          body: JSON.stringify({
            from: message.from,
            to: message.to,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.headers && Object.keys(message.headers).length > 0
              ? { headers: message.headers }
              : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new EmailDeliveryError(`Resend: ${error instanceof Error ? error.message : String(error)}`);
      }
      const payload = (await response.json().catch(() => ({}))) as ResendError & { id?: unknown };
      if (!response.ok) {
        throw new EmailDeliveryError(
          `Resend ${response.status} ${payload.name ?? 'error'}: ${payload.message ?? response.statusText}`,
        );
      }
      if (typeof payload.id !== 'string')
        throw new EmailDeliveryError('Resend: the answer has no message id');
      return { id: payload.id };
    },
  };
}
