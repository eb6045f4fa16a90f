-- Public media buckets. Reads are public (the site links files by public URL); only admins with an
-- aal2 session may add, replace or remove files. Images are web-sized photos, so 5 MB; videos are
-- few-minute 1080p showcase clips (about 200 MB at ~6 Mbit/s).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('blog-images', 'blog-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('expedition-photos', 'expedition-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('videos', 'videos', true, 209715200, array['video/mp4', 'video/webm'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Which folder of each bucket admins may write to; blog images sit at the bucket root.
create function public.is_media_object_path(bucket text, object_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case bucket
    when 'blog-images' then true
    when 'videos' then (storage.foldername(object_name))[1] = 'uploads'
    when 'expedition-photos' then (storage.foldername(object_name))[1] = 'greenland-expedition'
    else false
  end;
$$;

revoke all on function public.is_media_object_path(text, text) from public;
grant execute on function public.is_media_object_path(text, text) to anon, authenticated, service_role;

create policy "Anyone can read site media"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('blog-images', 'videos', 'expedition-photos'));

create policy "Admins with MFA can upload site media"
  on storage.objects for insert
  to authenticated
  with check (public.is_media_object_path(bucket_id, name) and (select public.is_admin_mfa()));

create policy "Admins with MFA can replace site media"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('blog-images', 'videos', 'expedition-photos') and (select public.is_admin_mfa()))
  with check (public.is_media_object_path(bucket_id, name) and (select public.is_admin_mfa()));

create policy "Admins with MFA can delete site media"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('blog-images', 'videos', 'expedition-photos') and (select public.is_admin_mfa()));
