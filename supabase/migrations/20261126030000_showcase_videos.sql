-- Which uploaded video each sample card of the media showcase plays, with the title and duration the
-- card shows in each language. One row per card; a card without a row leads to the social page.
-- The video is a file in `videos/uploads`, which a foreign key cannot reach: the back office clears
-- the row when it deletes the file, and the site ignores a row whose file is gone.

create table public.showcase_videos (
  card_key text primary key
    check (char_length(card_key) <= 40 and card_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The file's name inside `uploads/`, never a path.
  object_name text not null
    check (char_length(object_name) <= 200 and object_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*\.(mp4|webm)$'),
  title_en text not null check (char_length(title_en) between 1 and 80 and title_en = btrim(title_en)),
  title_nl text not null check (char_length(title_nl) between 1 and 80 and title_nl = btrim(title_nl)),
  -- Minutes and seconds as the card shows them: `3:45`, `12:05`.
  duration_en text not null check (duration_en ~ '^[0-9]{1,3}:[0-5][0-9]$'),
  duration_nl text not null check (duration_nl ~ '^[0-9]{1,3}:[0-5][0-9]$'),
  updated_at timestamptz not null default now()
);

create index showcase_videos_object_name_idx on public.showcase_videos (object_name);

create trigger showcase_videos_set_updated_at
  before update on public.showcase_videos
  for each row execute function public.set_updated_at();

alter table public.showcase_videos enable row level security;

revoke all on table public.showcase_videos from anon, authenticated;
grant select on table public.showcase_videos to anon, authenticated;
grant insert, update, delete on table public.showcase_videos to authenticated;
grant all on table public.showcase_videos to service_role;

create policy "Anyone can read the showcase videos"
  on public.showcase_videos for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA can assign showcase videos"
  on public.showcase_videos for insert
  to authenticated
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can change showcase videos"
  on public.showcase_videos for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can clear showcase videos"
  on public.showcase_videos for delete
  to authenticated
  using ((select public.is_admin_mfa()));
