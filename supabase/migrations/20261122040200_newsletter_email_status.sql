-- Like enquiries, a sign-up is stored before its confirmation e-mail is sent; these columns record
-- whether the last newsletter e-mail to the subscriber went out, so a failure is visible.

alter table public.newsletter_subscribers
  add column email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  add column email_error text check (char_length(email_error) <= 2000);
