// The admin area: its own routes, language and layout, loaded only on an admin address (the routes
// table's adminPathPrefixes), so no public page carries its code.
import { Route, Routes } from 'react-router-dom';
import { AdminLanguageProvider } from './admin-language';
import { AdminLayout } from './AdminLayout';
import { AuthScreen } from './auth/AuthScreen';
import { Redirect } from './Redirect';
import { RequireAdmin } from './RequireAdmin';
import { AccountsScreen } from './screens/accounts/AccountsScreen';
import { Dashboard } from './screens/Dashboard';
import { EnquiryDetail } from './screens/enquiries/EnquiryDetail';
import { EnquiryInbox } from './screens/enquiries/EnquiryInbox';
import { NewsletterScreen } from './screens/newsletter/NewsletterScreen';
import { SecurityStatus } from './screens/security/SecurityStatus';
import { SettingsScreen } from './screens/settings/SettingsScreen';
import { AdminSessionProvider } from './session/admin-session';
import { DASHBOARD_PATH, SIGN_IN_PATH } from './session/next-path';

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
              {/* Screens not built yet: an admin lands on the dashboard rather than an empty page. */}
              <Route path="*" element={<Redirect to={DASHBOARD_PATH} />} />
            </Route>
          </Route>
        </Routes>
      </AdminSessionProvider>
    </AdminLanguageProvider>
  );
}
