import type { FunctionConfig } from '../config.ts';
import type { EmailTransport } from './message.ts';
import { createResendTransport } from './resend.ts';
import { createSmtpTransport } from './smtp.ts';

/** Resend when its API key is configured (production), SMTP otherwise (the local mail catcher). */
export function transportFromConfig(config: FunctionConfig): EmailTransport {
  return config.resendApiKey
    ? createResendTransport({ apiKey: config.resendApiKey })
    : createSmtpTransport({ host: config.smtpHost, port: config.smtpPort });
}
