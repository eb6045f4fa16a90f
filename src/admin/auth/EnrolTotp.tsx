import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { CodeField } from './CodeField';
import { TextField } from './TextField';
import { useCodeCheck } from './use-code-check';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to read out and type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>`, unescaped: a `#` in
 * its colours would end the address early, so the SVG is percent-encoded for the image.
 */
export const qrImageSource = (qrCode: string) => {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, '');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** Starts a new TOTP factor, removing any earlier one that was never verified. */
async function enrol(friendlyName: string): Promise<Enrolment> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * An admin without a factor, in a session opened from their mailbox: nothing else opens until one is
 * verified, and verifying it binds it to them.
 */
export function EnrolTotp() {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { checking, error, codeRef, submit } = useCodeCheck(enrolment?.factorId ?? null, true);

  useEffect(() => {
    if (enrolment) codeRef.current?.focus();
  }, [enrolment, codeRef]);

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (starting) return;
    setStarting(true);
    setStartError(null);
    try {
      setEnrolment(await enrol(nameRef.current?.value.trim() || copy.enrol.defaultDevice));
    } catch (caught) {
      setStartError(copy.errors[authErrorKey(caught)]);
    } finally {
      setStarting(false);
    }
  };

  const copySecret = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(copy.enrol.copied);
    } catch {
      setCopied(copy.enrol.copyFailed);
    }
  };

  return (
    <AuthPanel title={copy.enrol.title} lead={<p>{copy.enrol.lead}</p>}>
      {!enrolment ? (
        <form noValidate onSubmit={start} className="mt-6 space-y-4">
          <TextField
            ref={nameRef}
            id="admin-device"
            label={copy.enrol.deviceName}
            hint={copy.enrol.deviceHint}
            maxLength={60}
          />
          {startError && <FormError id="enrol-error" message={startError} />}
          <SubmitButton
            sending={starting}
            label={copy.enrol.next}
            sendingLabel={copy.enrol.preparing}
            className="w-full"
          />
        </form>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          <p className="text-sm text-slate-700 dark:text-slate-300">{copy.enrol.step2}</p>
          <img
            src={qrImageSource(enrolment.qrCode)}
            alt={copy.enrol.qrAlt}
            width={200}
            height={200}
            className="mx-auto h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
          <div>
            <p id="admin-secret-label" className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {copy.enrol.secretLabel}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <code
                aria-labelledby="admin-secret-label"
                data-secret={enrolment.secret}
                className="select-all rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900 dark:bg-slate-800 dark:text-white"
              >
                {groupedSecret(enrolment.secret)}
              </code>
              <button
                type="button"
                onClick={() => void copySecret()}
                className="btn-secondary px-3 py-2 text-sm"
              >
                {copy.enrol.copy}
              </button>
            </div>
            <p role="status" className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-300">
              {copied}
            </p>
          </div>
          <CodeField
            ref={codeRef}
            id="admin-code"
            label={copy.enrol.code}
            errorId={error ? 'code-error' : undefined}
          />
          {error && <FormError id="code-error" message={error} />}
          <SubmitButton
            sending={checking}
            label={copy.enrol.submit}
            sendingLabel={copy.enrol.submitting}
            className="w-full"
          />
        </form>
      )}
    </AuthPanel>
  );
}
