import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { useStockSetup } from './api';
import { CategoriesPanel } from './categories/CategoriesPanel';
import { IssuedPanel } from './issued/IssuedPanel';
import { ItemDialog } from './items/ItemDialog';
import { ItemFormDialog } from './items/ItemFormDialog';
import { ItemsPanel } from './items/ItemsPanel';
import { RegisterPanel } from './register/RegisterPanel';
import { type ItemFilters, NO_FILTERS } from './stock-rules';

type TabKey = 'items' | 'issued' | 'register' | 'categories';

/**
 * /inventory (issue 25 §3, School ERP → Stock): the store of the profile's default institute.
 * Its items with what they hold and are worth (weighted average), what is out on issue, the
 * register of a range with its CSV, and the categories. Everyone who may open it reads it all;
 * those who keep the store (the server's `manages`) add items, receive, issue, take back and
 * write off. `?item=` opens one item (a low-stock notification's click target); the tab is kept
 * in `?tab=`.
 */
export default function InventoryPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [search, setSearch] = useSearchParams();
  const setup = useStockSetup(instituteId);
  const [filters, setFilters] = useState<ItemFilters>(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const itemId = search.get('item');
  const data = setup.data;

  const openItem = (id: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('item', id);
      return next;
    });
  const closeItem = () =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('item');
      return next;
    });

  const tabs: { key: TabKey; label: string }[] = [
    { key: 'items', label: 'Items' },
    { key: 'issued', label: 'Issued' },
    { key: 'register', label: 'Register' },
  ];
  if (data?.manages) tabs.push({ key: 'categories', label: 'Categories' });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Box>
          <Typography variant="h1" component="h1">
            Stock
          </Typography>
          <Typography color="text.secondary">
            The store’s items, what is issued, and the stock register.
          </Typography>
        </Box>
        {data?.manages ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add item
          </Button>
        ) : null}
      </Box>
      {setup.isPending ? (
        <Loading label="Loading the store…" />
      ) : setup.isError ? (
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      ) : data ? (
        <>
          <SearchParamTabs
            idPrefix="stock"
            label="Stock sections"
            tabs={tabs}
            panel={(key) =>
              key === 'items' ? (
                <ItemsPanel
                  groupId={instituteId}
                  setup={data}
                  filters={filters}
                  onFilters={setFilters}
                  onOpen={openItem}
                />
              ) : key === 'issued' ? (
                <IssuedPanel groupId={instituteId} setup={data} />
              ) : key === 'register' ? (
                <RegisterPanel groupId={instituteId} today={data.today} />
              ) : (
                <CategoriesPanel groupId={instituteId} setup={data} />
              )
            }
          />
          {itemId ? (
            <ItemDialog groupId={instituteId} id={itemId} setup={data} onClose={closeItem} />
          ) : null}
          {adding ? (
            <ItemFormDialog
              groupId={instituteId}
              item={null}
              setup={data}
              categoryId={filters.categoryId}
              onClose={() => setAdding(false)}
              onDone={(message) => {
                setAdding(false);
                showSnack({ message, severity: 'success' });
              }}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
