import { EMPTY_STATES } from '@shala/shared';
import { Navigate } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { EmptyState } from '../../ui/EmptyState';
import { allTransactionsPath } from './links';

/** /transactions: the payments of the profile's default institute (and class). */
export default function TransactionsHome() {
  const user = useShellUser();
  if (!user.defaultInstituteId) {
    return <EmptyState>{EMPTY_STATES.noInstitute}</EmptyState>;
  }
  return <Navigate to={allTransactionsPath(user.defaultInstituteId)} replace />;
}
