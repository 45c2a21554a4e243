import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VisitorSetup } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { type CartStudentRef, removePaidFromCart, useKeptCart } from '../payments';
import { useVisitorSetup } from './api';
import { GatePanel } from './gate/GatePanel';
import { MemberView } from './mine/MemberView';
import { CART_GATE_PASS_TEXTS, passStudentsOf } from './pass-rules';
import { NewPassDialog } from './passes/NewPassDialog';
import { PassDialog } from './passes/PassDialog';
import { PassesPanel } from './passes/PassesPanel';
import { VisitorsPanel } from './visitors/VisitorsPanel';

type TabKey = 'visitors' | 'passes' | 'gate';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'passes', label: 'Gate passes' },
  { key: 'gate', label: 'Gate' },
];

/** A pass to show: one of the list, or the one just made with what the server said. */
type Showing = { id: string; message: string | null };

/**
 * The desk (createGatePass): the visitor log, the gate passes and the gate, as tabs kept in
 * `?tab=`. The Students Cart's Proceed to Gate Pass lands here with `from=cart`, which opens New
 * gate pass with the cart's students; once the pass is made they leave the cart.
 */
function DeskView(props: { groupId: string; setup: VisitorSetup }) {
  const { groupId, setup } = props;
  const [search, setSearch] = useSearchParams();
  const keptCart = useKeptCart();
  const [making, setMaking] = useState<CartStudentRef[] | null>(null);
  const [showing, setShowing] = useState<Showing | null>(null);
  const passId = search.get('pass');
  const fromCart = search.get('from') === 'cart';
  const inCart = passStudentsOf(keptCart, groupId).students.length;

  const openNew = () => {
    const { students, tooMany } = passStudentsOf(keptCart, groupId);
    if (students.length === 0) showSnack(CART_GATE_PASS_TEXTS.noStudents);
    else if (tooMany) showSnack(CART_GATE_PASS_TEXTS.tooMany);
    else setMaking(students);
  };

  // The cart's hand-over, once: the address forgets `from` so Back or a reload does not repeat it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the cart hands over.
  useEffect(() => {
    if (!fromCart) return;
    openNew();
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('from');
        return next;
      },
      { replace: true },
    );
  }, [fromCart]);

  const closePass = () => {
    setShowing(null);
    if (passId) {
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('pass');
        return next;
      });
    }
  };
  const shownId = showing?.id ?? passId;

  return (
    <>
      <SearchParamTabs
        idPrefix="front-office"
        label="Front office sections"
        tabs={TABS}
        panel={(key) =>
          key === 'visitors' ? (
            <VisitorsPanel groupId={groupId} setup={setup} highlight={search.get('visitor')} />
          ) : key === 'passes' ? (
            <PassesPanel
              groupId={groupId}
              setup={setup}
              inCart={inCart}
              onNew={openNew}
              onOpen={(id) => setShowing({ id, message: null })}
            />
          ) : (
            <GatePanel groupId={groupId} />
          )
        }
      />
      {making ? (
        <NewPassDialog
          groupId={groupId}
          setup={setup}
          students={making}
          onClose={() => setMaking(null)}
          onDone={(pass, message) => {
            removePaidFromCart(making.map((s) => s.userProfileId));
            setMaking(null);
            setShowing({ id: pass.id, message });
          }}
        />
      ) : null}
      {shownId ? (
        <PassDialog
          groupId={groupId}
          id={shownId}
          message={showing?.message ?? null}
          onClose={closePass}
        />
      ) : null}
    </>
  );
}

/**
 * /visitor-management (issue 25 §4, School ERP → Gate pass): the front office of the profile's
 * default institute. The desk keeps the visitor log, makes the students' gate passes and checks
 * them at the gate; every other member finds what is theirs: the visitors who came to meet them
 * today and their children's gate passes, to approve or decline and to show at the gate.
 * Notifications land here with `?visitor=` or `?pass=`.
 */
export default function VisitorsPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [search, setSearch] = useSearchParams();
  const setup = useVisitorSetup(instituteId);
  const data = setup.data;
  // A staff member is someone a visitor may come to meet.
  const staff = !!data?.staff.some((s) => s.id === user.userProfileId);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Typography variant="h1" component="h1">
          Visitors and gate passes
        </Typography>
        <Typography color="text.secondary">
          {data?.desk
            ? 'The visitor log, the students’ gate passes, and the gate.'
            : staff
              ? 'The visitors who came to meet you today, and your children’s gate passes.'
              : 'Your children’s gate passes: approve them when someone else collects them.'}
        </Typography>
      </Box>
      {setup.isPending ? (
        <Loading label="Loading the front office…" />
      ) : setup.isError ? (
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      ) : data?.desk ? (
        <DeskView groupId={instituteId} setup={data} />
      ) : data ? (
        <MemberView
          groupId={instituteId}
          today={data.today}
          staff={staff}
          passId={search.get('pass')}
          visitorId={search.get('visitor')}
          onClosePass={() =>
            setSearch((prev) => {
              const next = new URLSearchParams(prev);
              next.delete('pass');
              return next;
            })
          }
        />
      ) : null}
    </Box>
  );
}
