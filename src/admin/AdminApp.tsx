// The admin area: its own routes, language and layout, loaded only on an admin address (the routes
// table's adminPathPrefixes), so no public page carries its code.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLanguageProvider } from './admin-language';
import { AdminLayout } from './AdminLayout';
import { AuthScreen } from './auth/AuthScreen';
import { Redirect } from './Redirect';
import { RequireAdmin } from './RequireAdmin';
import { AccountsScreen } from './screens/accounts/AccountsScreen';
import { ANALYTICS_PATH } from './screens/analytics/range';
import { CHATS_PATH } from './screens/chats/chat-paths';
import { Dashboard } from './screens/Dashboard';
import { EnquiryDetail } from './screens/enquiries/EnquiryDetail';
import { EnquiryInbox } from './screens/enquiries/EnquiryInbox';
import { MEDIA_PATH } from './screens/media/media-paths';
import { NewsletterScreen } from './screens/newsletter/NewsletterScreen';
import { SecurityStatus } from './screens/security/SecurityStatus';
import { SettingsScreen } from './screens/settings/SettingsScreen';
import { STORIES_PATH } from './screens/stories/list-filters';
import { VIDEOS_PATH } from './screens/videos/video-files';
import { AdminSessionProvider } from './session/admin-session';
import { DASHBOARD_PATH, SIGN_IN_PATH } from './session/next-path';

// Screens with heavy parts (the editor and its preview, image resizing, uploads, charts) load when
// first opened, so sign-in and the dashboard come up sooner on a phone; RequireAdmin waits for them.
const AnalyticsScreen = lazy(() =>
  import('./screens/analytics/AnalyticsScreen').then((m) => ({ default: m.AnalyticsScreen })),
);
const ChatsScreen = lazy(() =>
  import('./screens/chats/ChatsScreen').then((m) => ({ default: m.ChatsScreen })),
);
const ChatDetail = lazy(() => import('./screens/chats/ChatDetail').then((m) => ({ default: m.ChatDetail })));
const MediaScreen = lazy(() =>
  import('./screens/media/MediaScreen').then((m) => ({ default: m.MediaScreen })),
);
const StoriesScreen = lazy(() =>
  import('./screens/stories/StoriesScreen').then((m) => ({ default: m.StoriesScreen })),
);
const StoryEditorScreen = lazy(() =>
  import('./screens/stories/StoryEditor').then((m) => ({ default: m.StoryEditorScreen })),
);
const VideosScreen = lazy(() =>
  import('./screens/videos/VideosScreen').then((m) => ({ default: m.VideosScreen })),
);

const ADMIN_LANGUAGE_STORAGE_KEY = 'admin-language';

export default function AdminApp() {
  return (
    <AdminLanguageProvider storageKey={ADMIN_LANGUAGE_STORAGE_KEY}>
      <AdminSessionProvider>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path={SIGN_IN_PATH} element={<AuthScreen />} />
            <Route element={<RequireAdmin />}>
              <Route path={DASHBOARD_PATH} element={<Dashboard />} />
              <Route path="/ssl-status" element={<SecurityStatus />} />
              <Route path="/admin/enquiries" element={<EnquiryInbox />} />
              <Route path="/admin/enquiries/:id" element={<EnquiryDetail />} />
              <Route path="/admin/settings" element={<SettingsScreen />} />
              <Route path="/admin/newsletter" element={<NewsletterScreen />} />
              <Route path="/admin/accounts" element={<AccountsScreen />} />
              <Route path={ANALYTICS_PATH} element={<AnalyticsScreen />} />
              <Route path={VIDEOS_PATH} element={<VideosScreen />} />
              <Route path={STORIES_PATH} element={<StoriesScreen />} />
              <Route path={`${STORIES_PATH}/:id`} element={<StoryEditorScreen />} />
              <Route path={MEDIA_PATH} element={<MediaScreen />} />
              <Route path={CHATS_PATH} element={<ChatsScreen />} />
              <Route path={`${CHATS_PATH}/:id`} element={<ChatDetail />} />
              {/* Any other admin address lands on the dashboard rather than an empty page. */}
              <Route path="*" element={<Redirect to={DASHBOARD_PATH} />} />
            </Route>
          </Route>
        </Routes>
      </AdminSessionProvider>
    </AdminLanguageProvider>
  );
}
