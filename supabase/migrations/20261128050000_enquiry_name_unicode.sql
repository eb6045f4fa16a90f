-- Contact-form names in any script (Łukasz, Ἀλέξανδρος, Саша, 山田太郎) and with dots (J. de Vries,
-- Dr. Jansen). The functions check the full rule (Unicode letters and combining marks, spaces,
-- apostrophes, hyphens and dots); the database refuses the ASCII the rule refuses (digits, markup,
-- other punctuation, control characters): ranges of code points mean the same in every locale,
-- which Postgres's letter classes do not.

alter table public.enquiries drop constraint enquiries_contact_name;
alter table public.enquiries add constraint enquiries_contact_name
  check (
    form_type <> 'contact'
    or name !~ '[\x01-\x1f\x21-\x26\x28-\x2c\x2f-\x40\x5b-\x60\x7b-\x7f]'
  );
