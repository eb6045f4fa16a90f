-- The contact form accepts names with apostrophes and hyphens (O'Brien, Jan-Willem), which the
-- original constraint rejected, so such an enquiry could not be stored. Same letters as before.

alter table public.enquiries drop constraint enquiries_contact_name;
alter table public.enquiries add constraint enquiries_contact_name
  check (form_type <> 'contact' or name ~ '^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž'' ’-]+$');
