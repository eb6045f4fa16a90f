-- Stories get alt text for their cover image in both languages, and a story's old addresses keep
-- working after its slug changes: the old slug is recorded here and leads to the story's current slug.

alter table public.blog_posts
  add column image_alt_en text not null default '' check (char_length(image_alt_en) <= 200),
  add column image_alt_nl text not null default '' check (char_length(image_alt_nl) <= 200);

-- A redirect names the story, not the slug it moved to, so a chain A -> B -> C needs no rewriting:
-- A and B both lead to wherever the story lives now.
create table public.blog_post_redirects (
  old_slug text primary key
    check (char_length(old_slug) <= 120 and old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index blog_post_redirects_post_id_idx on public.blog_post_redirects (post_id);

-- Security definer because nobody but this trigger may write redirects, the editing admin included.
create function public.blog_posts_record_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A story that takes a slug (new, or renamed back) owns that address again.
  delete from public.blog_post_redirects where old_slug = new.slug;
  -- Only an address visitors could have reached is worth keeping: the story was published and due.
  if tg_op = 'UPDATE'
    and old.slug is distinct from new.slug
    and old.published
    and old.published_at <= now()
  then
    insert into public.blog_post_redirects (old_slug, post_id)
    values (old.slug, new.id)
    on conflict (old_slug) do update set post_id = excluded.post_id, created_at = now();
  end if;
  return null;
end;
$$;

revoke all on function public.blog_posts_record_redirect() from public, anon, authenticated;

create trigger blog_posts_record_redirect
  after insert or update of slug on public.blog_posts
  for each row execute function public.blog_posts_record_redirect();

alter table public.blog_post_redirects enable row level security;

revoke all on table public.blog_post_redirects from anon, authenticated, service_role;
grant select on table public.blog_post_redirects to anon, authenticated;
grant delete on table public.blog_post_redirects to authenticated;
grant select, delete on table public.blog_post_redirects to service_role;

create policy "Anyone can read redirects of published stories"
  on public.blog_post_redirects for select
  to anon, authenticated
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_id and p.published and p.published_at <= now()
    )
  );

create policy "Admins with MFA can read every redirect"
  on public.blog_post_redirects for select
  to authenticated
  using ((select public.is_admin_mfa()));

create policy "Admins with MFA can delete redirects"
  on public.blog_post_redirects for delete
  to authenticated
  using ((select public.is_admin_mfa()));
