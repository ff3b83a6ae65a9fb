// /redirect/:path* — the refresh helper: re-enters the given path (with its query) so its page remounts.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
