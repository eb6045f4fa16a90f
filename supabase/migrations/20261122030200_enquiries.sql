-- Every contact, demo, tandem and corporate request. The send-contact-email function (service role)
-- writes the row before it sends the e-mail, so no enquiry is lost when delivery fails.
-- Limits mirror the contact form's rules; the demo, tandem and corporate tabs only require a name
-- and an e-mail, so the stricter name, service and message rules apply to the contact form alone.

create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (form_type in ('contact', 'demo', 'tandem', 'corporate')),
  name text not null check (char_length(btrim(name)) between 2 and 50),
  email text not null
    check (char_length(email) between 5 and 100 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (char_length(phone) between 8 and 15 and phone ~ '^\+?[0-9 ()-]+$'),
  service text check (char_length(service) <= 50 and service ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  message text not null default '' check (char_length(message) <= 1000),
  date date,
  location text check (char_length(location) <= 200),
  attendees integer check (attendees between 1 and 1000000),
  budget text check (budget in (
    'under-5k', '5k-10k', '10k-25k', '25k-plus', 'under-10k', '25k-50k', '50k-plus', 'custom'
  )),
  weight integer check (weight between 40 and 120),
  experience text check (experience in ('none', 'beginner', 'experienced')),
  medical_info text check (char_length(medical_info) <= 500),
  company_name text check (char_length(company_name) <= 100),
  -- The tab's own choice: demo type, corporate event type or tandem jump type.
  event_type text check (event_type in (
    'half-time-show', 'opening-ceremony', 'stadium-display', 'festival-performance',
    'team-building', 'client-entertainment', 'product-launch', 'company-celebration',
    'corporate-challenge', 'brand-activation',
    'standard-tandem', 'helicopter-jump', 'balloon-jump', 'beach-landing'
  )),
  special_requests text check (char_length(special_requests) <= 500),
  language text not null default 'en' check (language in ('en', 'nl')),
  source_path text check (char_length(source_path) <= 512 and source_path like '/%'),
  status text not null default 'new' check (status in ('new', 'in_progress', 'answered', 'archived')),
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  email_error text check (char_length(email_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Letters (accented Latin included) and spaces, as the contact form allows.
  constraint enquiries_contact_name check (form_type <> 'contact' or name ~ '^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž ]+$'),
  constraint enquiries_contact_service check (form_type <> 'contact' or service is not null and service in (
    'tandem-jump', 'helicopter-jump', 'balloon-jump', 'demo-event', 'media-production', 'rigging-service', 'other'
  )),
  constraint enquiries_contact_message check (form_type <> 'contact' or char_length(btrim(message)) >= 10)
);

create trigger enquiries_set_updated_at
  before update on public.enquiries
  for each row execute function public.set_updated_at();

create index enquiries_created_at_idx on public.enquiries (created_at desc);
create index enquiries_status_idx on public.enquiries (status, created_at desc);
create index enquiries_form_type_idx on public.enquiries (form_type, created_at desc);
create index enquiries_email_status_idx on public.enquiries (email_status) where email_status <> 'sent';

alter table public.enquiries enable row level security;

-- Visitors never touch this table directly; admins may only move an enquiry through its statuses.
revoke all on table public.enquiries from anon, authenticated;
grant select on table public.enquiries to authenticated;
grant update (status) on table public.enquiries to authenticated;
grant all on table public.enquiries to service_role;

create policy "Admins can read enquiries"
  on public.enquiries for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can update an enquiry's status"
  on public.enquiries for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));
