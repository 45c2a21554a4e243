import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's sections as tabs, the chosen one kept in ?tab= (a link or Back returns to it; the
 * first tab when none or an unknown one is named). Only the chosen panel is rendered; tabs and
 * panels name each other for assistive technology.
 */
export function SearchParamTabs<K extends string>(props: {
  /** Prefix of the tabs' and panels' ids: unique on the page. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  panel: (key: K) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const named = props.tabs.find((t) => t.key === params.get('tab'));
  const current = (named ?? props.tabs[0])?.key;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_, key: K) => setParams({ tab: key }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={props.label}
        >
          {props.tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`${props.idPrefix}-tab-${t.key}`}
              aria-controls={`${props.idPrefix}-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      {props.tabs.map((t) => (
        <Box
          key={t.key}
          role="tabpanel"
          id={`${props.idPrefix}-panel-${t.key}`}
          aria-labelledby={`${props.idPrefix}-tab-${t.key}`}
          hidden={t.key !== current}
        >
          {t.key === current ? props.panel(t.key) : null}
        </Box>
      ))}
    </>
  );
}
