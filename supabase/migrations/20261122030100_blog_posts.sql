-- Stories shown on /stories and the home page, edited in the back office.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (char_length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_nl text not null check (char_length(title_nl) between 1 and 200),
  title_en text not null check (char_length(title_en) between 1 and 200),
  excerpt_nl text not null default '' check (char_length(excerpt_nl) <= 500),
  excerpt_en text not null default '' check (char_length(excerpt_en) <= 500),
  content_nl text not null default '' check (char_length(content_nl) <= 100000),
  content_en text not null default '' check (char_length(content_en) <= 100000),
  category_nl text not null default '' check (char_length(category_nl) <= 60),
  category_en text not null default '' check (char_length(category_en) <= 60),
  tags_nl text[] not null default '{}' check (cardinality(tags_nl) <= 20),
  tags_en text[] not null default '{}' check (cardinality(tags_en) <= 20),
  read_time_minutes integer not null default 5 check (read_time_minutes between 1 and 120),
  published boolean not null default false,
  published_at timestamptz,
  image_url text check (char_length(image_url) <= 2048),
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Publishing without a date means "now"; a future date schedules the post.
create function public.blog_posts_default_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.blog_posts_default_published_at() from public, anon, authenticated;

create trigger blog_posts_default_published_at
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_default_published_at();

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index blog_posts_published_idx on public.blog_posts (published, published_at desc);

alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant insert, update, delete on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

create policy "Anyone can read published stories"
  on public.blog_posts for select
  to anon, authenticated
  using (published and published_at <= now());

create policy "Admins can read every story"
  on public.blog_posts for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can create stories"
  on public.blog_posts for insert
  to authenticated
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can edit stories"
  on public.blog_posts for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can delete stories"
  on public.blog_posts for delete
  to authenticated
  using ((select public.is_admin_mfa()));
