-- For the security status screen: the tables of the API's schema that have row-level security
-- off. Every such table would be readable and writable through the API with the public key as far
-- as its grants go, so the list should always be empty. Catalog reads need no extra rights; the
-- function only insists on an admin who has entered their code, like every admin read.

create function public.admin_tables_without_rls()
returns table (table_name text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read the security status'
      using errcode = '42501';
  end if;
  return query
    select c.relname::text
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and c.relkind in ('r', 'p')
      and not c.relrowsecurity
    order by c.relname;
end;
$$;

revoke all on function public.admin_tables_without_rls() from public, anon;
grant execute on function public.admin_tables_without_rls() to authenticated, service_role;
