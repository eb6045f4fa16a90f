-- A password alone reads nothing: every admin read now needs a session that passed the TOTP
-- check (aal2), as every admin write already did. At aal1 an admin sees what a visitor sees and
-- can only finish signing in; `is_admin()` itself stays callable, so the admin screens can tell
-- an admin who still needs the code from an account that is not an admin.

drop policy "Admins can read the admin list" on public.admin_users;
create policy "Admins can read the admin list"
  on public.admin_users for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read every story" on public.blog_posts;
create policy "Admins can read every story"
  on public.blog_posts for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read enquiries" on public.enquiries;
create policy "Admins can read enquiries"
  on public.enquiries for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read subscribers" on public.newsletter_subscribers;
create policy "Admins can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read conversations" on public.chat_conversations;
create policy "Admins can read conversations"
  on public.chat_conversations for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read chat messages" on public.chat_messages;
create policy "Admins can read chat messages"
  on public.chat_messages for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read every setting" on public.site_settings;
create policy "Admins can read every setting"
  on public.site_settings for select
  to authenticated
  using ((select public.is_admin_mfa()));

drop policy "Admins can read analytics" on public.analytics_events;
create policy "Admins can read analytics"
  on public.analytics_events for select
  to authenticated
  using ((select public.is_admin_mfa()));
