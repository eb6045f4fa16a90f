-- Enquiry e-mails that did not go out are sent again by a scheduled job, with back-off, until they go
-- out or an admin resolves the enquiry (answers it, marks it spam, deletes it, or resends it). The
-- retry-enquiry-emails function claims due rows here and delivers only the messages not yet sent,
-- through the same code as the contact form, on the same row.
--
-- A failed delivery is due again p_backoff_minutes[n] minutes after attempt n started (the last
-- value repeats); a delivery still pending p_stalled_minutes after it started stopped halfway and is
-- due at once. Claiming raises email_attempts and marks the row pending in one statement, as an
-- admin's resend does, so a retry and a resend, or two runs, never deliver the same e-mail twice.
create function public.claim_enquiry_email_retries(
  p_backoff_minutes integer[],
  p_stalled_minutes integer,
  p_limit integer
)
returns table (id uuid, attempt integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  steps integer := coalesce(cardinality(p_backoff_minutes), 0);
begin
  if steps = 0 or p_stalled_minutes < 1 or p_limit < 1 then
    raise exception 'claim_enquiry_email_retries: invalid arguments' using errcode = '22023';
  end if;
  return query
    update public.enquiries e
       set email_status = 'pending',
           email_attempts = e.email_attempts + 1,
           email_attempted_at = now()
     where e.id in (
             select d.id from public.enquiries d
              where d.status in ('new', 'in_progress')
                and (
                  (d.email_status = 'failed'
                     and d.email_attempted_at
                       + make_interval(mins => p_backoff_minutes[least(greatest(d.email_attempts, 1), steps)])
                       <= now())
                  or (d.email_status = 'pending'
                     and d.email_attempted_at < now() - make_interval(mins => p_stalled_minutes))
                )
              order by d.email_attempted_at
              limit p_limit
              for update skip locked
           )
       and e.email_status <> 'sent'
    returning e.id, e.email_attempts;
end;
$$;

revoke all on function public.claim_enquiry_email_retries(integer[], integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_enquiry_email_retries(integer[], integer, integer) to service_role;

-- Every minute, through pg_net as the chat's housekeeping is called, but only while an unresolved
-- enquiry has e-mails outstanding (the partial index on email_status answers that), so a quiet day
-- costs no function calls. The function decides which of them are due.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_namespace where nspname = 'net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    perform cron.schedule(
      'retry-enquiry-emails',
      '* * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/retry-enquiry-emails',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (
            select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
          )
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 30000
      ) as request_id
      where exists (
        select 1 from public.enquiries
         where email_status <> 'sent' and status in ('new', 'in_progress')
      )
      $job$
    );
  end if;
end;
$$;
