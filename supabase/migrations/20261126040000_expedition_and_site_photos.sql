-- Photos the back office manages: the order and alt text of the Greenland expedition photos, and
-- photographs that replace the illustration in named places of the public site (`site-photos`).
-- Anyone reads both tables (the public pages show them); only admins with an aal2 session write.

-- The resized copies of one photo: [{width, type, path}], every path inside `folder`, WebP or AVIF.
create function public.are_photo_variants(variants jsonb, folder text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(variants) = 'array'
    and jsonb_array_length(variants) between 1 and 12
    and not exists (
      select 1
      from jsonb_array_elements(variants) as variant
      where jsonb_typeof(variant) <> 'object'
        or jsonb_typeof(variant -> 'width') <> 'number'
        or (variant ->> 'width')::numeric not between 1 and 8000
        or coalesce(variant ->> 'type', '') not in ('image/webp', 'image/avif')
        or left(coalesce(variant ->> 'path', ''), length(folder) + 1) <> folder || '/'
        or substr(variant ->> 'path', length(folder) + 2) !~ '^[a-z0-9][a-z0-9._-]{0,150}\.(webp|avif)$'
    );
$$;

revoke all on function public.are_photo_variants(jsonb, text) from public;
grant execute on function public.are_photo_variants(jsonb, text) to anon, authenticated, service_role;

-- Expedition photos. A file in the folder without a row is still shown, after the ordered ones.
create table public.expedition_photos (
  id uuid primary key default gen_random_uuid(),
  -- The file the carousel falls back to (the widest copy), unique so a file has one place.
  object_name text not null unique
    check (object_name ~ '^greenland-expedition/[A-Za-z0-9][A-Za-z0-9._ -]{0,150}$'),
  position integer not null default 0 check (position between 0 and 1000),
  alt_en text not null default '' check (char_length(alt_en) <= 200),
  alt_nl text not null default '' check (char_length(alt_nl) <= 200),
  width integer check (width between 1 and 8000),
  height integer check (height between 1 and 8000),
  -- Empty for a file uploaded before this table (one file, no resized copies).
  variants jsonb not null default '[]'::jsonb
    check (variants = '[]'::jsonb or public.are_photo_variants(variants, 'greenland-expedition')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index expedition_photos_position_idx on public.expedition_photos (position);

create trigger expedition_photos_set_updated_at
  before update on public.expedition_photos
  for each row execute function public.set_updated_at();

alter table public.expedition_photos enable row level security;

revoke all on table public.expedition_photos from anon, authenticated;
grant select on table public.expedition_photos to anon, authenticated;
grant insert, update, delete on table public.expedition_photos to authenticated;
grant all on table public.expedition_photos to service_role;

create policy "Anyone can read the expedition photos"
  on public.expedition_photos for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA can add expedition photos"
  on public.expedition_photos for insert
  to authenticated
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can change expedition photos"
  on public.expedition_photos for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can remove expedition photos"
  on public.expedition_photos for delete
  to authenticated
  using ((select public.is_admin_mfa()));

-- The places of the public site that can show a photo instead of their illustration. The same list
-- is `sitePhotoPlaces` in the site's code.
create function public.is_site_photo_place(place text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select place = any (array[
    'home.hero.1', 'home.hero.2', 'home.hero.3',
    'services.helicopter', 'services.balloon',
    'experience.helicopter', 'experience.balloon',
    'service.service-tandem-jumps.hero',
    'service.service-helicopter-jumps.hero',
    'service.service-hot-air-balloon.hero',
    'service.service-stadium-shows.hero',
    'service.service-media-production.hero',
    'service.hot-air-balloon-jumps.hero',
    'service.stadium-demonstrations.hero',
    'service.stadium-demonstrations-netherlands.hero',
    'service.corporate-events.hero',
    'service.festival-performances.hero',
    'service.professional-skydiving-netherlands.hero',
    'service.tandem-jumps-netherlands.hero',
    'service.helicopter-skydiving-netherlands.hero',
    'service.festival-parachute-demonstraties.hero',
    'service.corporate-skydiving-events.hero'
  ]);
$$;

revoke all on function public.is_site_photo_place(text) from public;
grant execute on function public.is_site_photo_place(text) to anon, authenticated, service_role;

create table public.site_photos (
  place text primary key check (public.is_site_photo_place(place)),
  -- The photo's own size, upright; the widest copy has it unless the photo was wider than 1920.
  width integer not null check (width between 1 and 8000),
  height integer not null check (height between 1 and 8000),
  variants jsonb not null check (public.are_photo_variants(variants, place)),
  alt_en text not null check (char_length(btrim(alt_en)) between 1 and 200),
  alt_nl text not null check (char_length(btrim(alt_nl)) between 1 and 200),
  updated_at timestamptz not null default now()
);

create trigger site_photos_set_updated_at
  before update on public.site_photos
  for each row execute function public.set_updated_at();

alter table public.site_photos enable row level security;

revoke all on table public.site_photos from anon, authenticated;
grant select on table public.site_photos to anon, authenticated;
grant insert, update, delete on table public.site_photos to authenticated;
grant all on table public.site_photos to service_role;

create policy "Anyone can read the site photos"
  on public.site_photos for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA can set site photos"
  on public.site_photos for insert
  to authenticated
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can replace site photos"
  on public.site_photos for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can remove site photos"
  on public.site_photos for delete
  to authenticated
  using ((select public.is_admin_mfa()));

-- The bucket: resized photos only (never SVG or HTML, which a browser would run), 5 MB like the
-- other image buckets.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-photos', 'site-photos', true, 5242880, array['image/webp', 'image/avif', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A site photo's files sit in a folder named after its place, one level deep.
create or replace function public.is_media_object_path(bucket text, object_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case bucket
    when 'blog-images' then true
    when 'videos' then (storage.foldername(object_name))[1] = 'uploads'
    when 'expedition-photos' then (storage.foldername(object_name))[1] = 'greenland-expedition'
    when 'site-photos' then
      array_length(storage.foldername(object_name), 1) = 1
      and public.is_site_photo_place((storage.foldername(object_name))[1])
    else false
  end;
$$;

create policy "Anyone can read site photos files"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'site-photos');

create policy "Admins with MFA can upload site photos files"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'site-photos'
    and public.is_media_object_path(bucket_id, name)
    and (select public.is_admin_mfa())
  );

create policy "Admins with MFA can replace site photos files"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'site-photos' and (select public.is_admin_mfa()))
  with check (
    bucket_id = 'site-photos'
    and public.is_media_object_path(bucket_id, name)
    and (select public.is_admin_mfa())
  );

create policy "Admins with MFA can delete site photos files"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'site-photos' and (select public.is_admin_mfa()));
