import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the address with `to`. React Router's <Navigate> does the same, but the router's code
 * sits in the chunk every public page loads, so each of its exports the admin area adds would
 * reach every visitor; useNavigate is there already.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
