import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FinancialAccountView } from '@shala/shared';
import { acceptedMediums } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AccountDialog } from './accounts/AccountDialog';
import { useAccountChanges, useFinancialAccounts } from './api';
import { constantLabel } from './labels';
import { allTransactionsPath } from './links';

/**
 * transactions/accounts/:instituteId: the institute's financial accounts (spec §3) and the
 * mediums each accepts; the payment dialog offers only those. A disabled account takes no new
 * payment; its payments stay.
 */
export default function AccountsPage() {
  const instituteId = useParams().instituteId ?? '';
  const accounts = useFinancialAccounts(instituteId);
  const changes = useAccountChanges(instituteId);
  const [editing, setEditing] = useState<FinancialAccountView | 'new'>();
  const [disabling, setDisabling] = useState<FinancialAccountView>();

  const disable = () => {
    const account = disabling;
    if (!account) return;
    changes.disable.mutate(account.id, {
      onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
      onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
      onSettled: () => setDisabling(undefined),
    });
  };

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h1" component="h1">
          Financial accounts
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={allTransactionsPath(instituteId)}>
            All payments
          </Button>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            Add account
          </Button>
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {accounts.isPending ? (
          <Loading label="Loading accounts…" />
        ) : accounts.isError ? (
          <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />
        ) : accounts.data.length === 0 ? (
          <EmptyState>
            No financial account yet. Add one to say where payments go and which mediums it takes.
          </EmptyState>
        ) : (
          <Box
            component="ul"
            aria-label="Financial accounts"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {accounts.data.map((account, index) => (
              <Box component="li" key={account.id}>
                {index > 0 && <Divider />}
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    py: 1.5,
                  }}
                >
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {account.accountName}
                      {!account.active && (
                        <Chip size="small" label="Disabled" sx={{ ml: 1 }} color="warning" />
                      )}
                    </Typography>
                    {account.bankName && (
                      <Typography variant="body2" color="text.secondary">
                        {account.bankName}
                      </Typography>
                    )}
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {acceptedMediums(account.acceptanceMediums).map((m) => (
                        <Chip key={m} size="small" variant="outlined" label={constantLabel(m)} />
                      ))}
                    </Box>
                  </Box>
                  <Button
                    size="small"
                    onClick={() => setEditing(account)}
                    aria-label={`${account.active ? 'Change' : 'Change and enable'} ${account.accountName}`}
                  >
                    {account.active ? 'Change' : 'Enable'}
                  </Button>
                  {account.active && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDisabling(account)}
                      aria-label={`Disable ${account.accountName}`}
                    >
                      Disable
                    </Button>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      {editing && (
        <AccountDialog
          instituteId={instituteId}
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={!!disabling}
        title={`Disable ${disabling?.accountName ?? ''}?`}
        text="It takes no new payments. The payments already recorded to it stay, and saving it again enables it."
        confirmLabel="Disable"
        busy={changes.disable.isPending}
        onConfirm={disable}
        onClose={() => setDisabling(undefined)}
      />
    </Box>
  );
}
