-- Local development data only. `supabase db reset` and the local emulator apply this file after the
-- migrations; it is never applied to production (the users below share a published password).
--
-- Users (password for all three: local-admin-password):
--   admin@example.com    admin
--   editor@example.com   admin
--   visitor@example.com  signed-in user without admin rights
-- The two admins also have a bound TOTP factor (secrets below and in the README).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000',
  seeded.id,
  'authenticated',
  'authenticated',
  seeded.email,
  extensions.crypt('local-admin-password', extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('email', seeded.email, 'email_verified', true, 'phone_verified', false, 'sub', seeded.id::text),
  now(),
  now(),
  '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'editor@example.com'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'visitor@example.com')
) as seeded (id, email);

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
select
  gen_random_uuid(),
  users.id,
  users.id::text,
  'email',
  jsonb_build_object('sub', users.id::text, 'email', users.email, 'email_verified', true, 'phone_verified', false),
  now(),
  now(),
  now()
from auth.users as users
where users.email in ('admin@example.com', 'editor@example.com', 'visitor@example.com');

insert into public.admin_users (user_id, email)
select id, email from auth.users where email in ('admin@example.com', 'editor@example.com');

-- Each seeded admin has a verified TOTP factor with a published secret (the README prints them, with
-- an `oathtool` line), bound as a factor set up from the command line would be. Local only, like the
-- password: anyone can sign in at /admin/auth with an authenticator app.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Local authenticator',
   'totp', 'verified', now(), now(), 'FRKY6TSKLWPKOSQY5ZI5YPIBE4H6QTQC'),
  ('f0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'Local authenticator',
   'totp', 'verified', now(), now(), 'Q6FFC3AYFP3FWG6UBVJIR3BTOC6YM3CJ');

insert into public.admin_factor_bindings (factor_id, user_id, bound_through)
select id, user_id, 'service_role' from auth.mfa_factors
where id in ('f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002');

insert into public.site_settings (key, value, is_public) values
  ('chat.enabled', 'true', true),
  ('contact.reply_hours', '24', true),
  ('notifications.enquiry_recipients', '["info@example.com"]', false),
  ('booking.enabled', 'true', true);

-- A jump status from two days ago: the back office shows when it was last set, and the public
-- site shows nothing until an admin sets today's.
insert into public.site_settings (key, value, is_public, updated_at) values
  (
    'jump.status',
    '{"status": "go", "message": {"en": "", "nl": ""}}',
    true,
    now() - interval '2 days'
  );

insert into public.blog_posts (
  slug, title_en, title_nl, excerpt_en, excerpt_nl, content_en, content_nl,
  category_en, category_nl, tags_en, tags_nl, read_time_minutes, published, published_at, image_url, featured, created_at
) values
(
  'first-tandem-jump-what-to-expect',
  'Your first tandem jump: what to expect',
  'Je eerste tandemsprong: wat kun je verwachten?',
  'From the briefing on the ground to the canopy ride down: a minute-by-minute account of a first tandem skydive.',
  'Van de briefing op de grond tot de rit onder de parachute: zo verloopt een eerste tandemsprong, minuut voor minuut.',
  E'## On the ground\n\nYou arrive about an hour before your slot. Your instructor walks you through the harness, the exit position and the landing, and answers every question you have.\n\n## In the aircraft\n\nThe climb to 4,000 metres takes around fifteen minutes. Most people say this is the moment the nerves peak, and also the moment the view takes over.\n\n## Freefall and canopy\n\nAbout fifty seconds of freefall at 200 km/h, then a quiet five-minute canopy ride with time to look around and, if you like, to steer.',
  E'## Op de grond\n\nJe bent ongeveer een uur voor je sprong aanwezig. Je instructeur neemt het harnas, de uitspronghouding en de landing met je door en beantwoordt al je vragen.\n\n## In het vliegtuig\n\nDe klim naar 4.000 meter duurt zo''n vijftien minuten. Voor de meeste mensen zijn de zenuwen dan op hun hoogst, en juist dan neemt het uitzicht het over.\n\n## Vrije val en parachute\n\nOngeveer vijftig seconden vrije val met 200 km/u, daarna vijf rustige minuten onder de parachute, met tijd om rond te kijken en als je wilt zelf te sturen.',
  'Tandem jumps', 'Tandemsprongen',
  array['tandem', 'first jump', 'beginners'], array['tandem', 'eerste sprong', 'beginners'],
  5, true, now() - interval '30 days', null, true, now() - interval '30 days'
),
(
  'stadium-demonstration-behind-the-scenes',
  'Behind the scenes of a stadium demonstration',
  'Achter de schermen bij een stadiondemonstratie',
  'Landing a flag in the centre circle in front of 50,000 people takes months of planning. Here is how we prepare.',
  'Met een vlag landen op de middenstip voor 50.000 mensen vraagt maanden voorbereiding. Zo pakken wij het aan.',
  E'## Permits and airspace\n\nEvery demonstration starts with the paperwork: permission from the municipality, the stadium and air traffic control.\n\n## Rehearsals\n\nThe team rehearses the approach on a marked field with the same wind limits we use on the day.\n\n## Match day\n\nWe jump only when visibility, cloud base and wind are within limits. If they are not, the show does not go on; safety decides, not the schedule.',
  E'## Vergunningen en luchtruim\n\nElke demonstratie begint met papierwerk: toestemming van de gemeente, het stadion en de luchtverkeersleiding.\n\n## Oefenen\n\nHet team oefent de nadering op een afgebakend veld, met dezelfde windlimieten als op de dag zelf.\n\n## Wedstrijddag\n\nWe springen alleen als zicht, wolkenbasis en wind binnen de limieten vallen. Is dat niet zo, dan gaat de show niet door: veiligheid beslist, niet het schema.',
  'Demonstrations', 'Demonstraties',
  array['stadium', 'demonstration', 'safety'], array['stadion', 'demonstratie', 'veiligheid'],
  7, true, now() - interval '14 days', null, false, now() - interval '14 days'
),
(
  'greenland-expedition-diary',
  'Skydiving over Greenland: an expedition diary',
  'Parachutespringen boven Groenland: een expeditiedagboek',
  'Ice caps, midnight sun and a drop zone that moves with the weather: notes from our Greenland expedition.',
  'IJskappen, middernachtzon en een landingsplek die met het weer meeverhuist: aantekeningen van onze expeditie naar Groenland.',
  E'## Why Greenland\n\nFew places offer a view like the ice cap from 4,000 metres. It took two years to plan the trip.\n\n## The conditions\n\nCold air is dense, canopies fly differently and every landing area has to be checked on foot first.',
  E'## Waarom Groenland\n\nWeinig plekken bieden zo''n uitzicht als de ijskap vanaf 4.000 meter. De voorbereiding van de reis duurde twee jaar.\n\n## De omstandigheden\n\nKoude lucht is dichter, parachutes vliegen anders en elke landingsplek moet eerst te voet worden gecontroleerd.',
  'Expeditions', 'Expedities',
  array['greenland', 'expedition'], array['groenland', 'expeditie'],
  6, true, now() - interval '3 days', null, false, now() - interval '3 days'
),
(
  'rigging-and-repack-checklist',
  'Our rigging and repack checklist',
  'Onze checklist voor rigging en repacks',
  'Draft: what a certified rigger checks during a reserve repack.',
  'Concept: wat een gecertificeerde rigger controleert bij het opnieuw pakken van een reserve.',
  E'Draft.', E'Concept.',
  'Rigging', 'Rigging',
  array['rigging'], array['rigging'],
  4, false, null, null, false, now() - interval '1 day'
),
(
  'helicopter-jumps-season-opening',
  'Helicopter jump season opens',
  'Het seizoen voor helikoptersprongen gaat van start',
  'Scheduled: dates for this year''s helicopter jumps.',
  'Gepland: de data voor de helikoptersprongen van dit jaar.',
  E'Dates will follow.', E'De data volgen.',
  'Helicopter jumps', 'Helikoptersprongen',
  array['helicopter'], array['helikopter'],
  3, true, now() + interval '30 days', null, false, now()
);
