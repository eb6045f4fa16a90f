// The admin area: its own routes and layout, loaded only on an admin address (the routes table's
// adminPathPrefixes), so no public page carries its code.
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { SignInRequiredPage } from './SignInRequiredPage';

export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<SignInRequiredPage />} />
      </Route>
    </Routes>
  );
}
