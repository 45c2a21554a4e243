import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { indiaDay } from '@shala/shared';
import { useParams } from 'react-router';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { usePermissions } from '../permissions';
import { useStructures } from './api';
import { RunsPanel } from './runs/RunsPanel';
import { StaffPanel } from './staff/StaffPanel';
import { StructuresPanel } from './structures/StructuresPanel';

type TabKey = 'runs' | 'staff' | 'structures';

/**
 * payroll/salary-structure/:instituteId (issue 25 §2, School ERP → Salary/payroll): a month's
 * payroll (prepared by the accountant, approved and paid by the admin, then locked) with each
 * payslip, the staff's employment details and the salary structures. Each tab is there for
 * those who read it (getPaySlip, getEmploymentDetails, getSalaryStructure); the buttons that
 * change something show when the server says the caller may (mayManage, mayApprove). The tab is
 * kept in `?tab=`, an opened run in `?run=`.
 */
export default function PayrollPage() {
  const instituteId = useParams().instituteId ?? '';
  const may = usePermissions();
  const readsStructures = may('getSalaryStructure', instituteId);
  const structures = useStructures(instituteId, readsStructures);
  const mayManage = structures.data?.mayManage ?? may('managePayroll', instituteId);
  const mayApprove = structures.data?.mayApprove ?? may('approvePayroll', instituteId);
  const today = indiaDay(new Date());

  const tabs: { key: TabKey; label: string }[] = [];
  if (may('getPaySlip', instituteId)) tabs.push({ key: 'runs', label: 'Payroll runs' });
  if (may('getEmploymentDetails', instituteId)) tabs.push({ key: 'staff', label: 'Staff' });
  if (readsStructures) tabs.push({ key: 'structures', label: 'Salary structures' });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Typography variant="h1" component="h1">
          Salary/payroll
        </Typography>
        <Typography color="text.secondary">
          The month’s salaries, payslips, the staff’s employment details and salary structures.
        </Typography>
      </Box>
      <SearchParamTabs
        idPrefix="payroll"
        label="Payroll sections"
        tabs={tabs}
        panel={(key) =>
          key === 'runs' ? (
            <RunsPanel
              groupId={instituteId}
              today={today}
              mayManage={mayManage}
              mayApprove={mayApprove}
            />
          ) : key === 'staff' ? (
            <StaffPanel groupId={instituteId} mayManage={mayManage} />
          ) : (
            <StructuresPanel groupId={instituteId} today={today} mayManage={mayManage} />
          )
        }
      />
    </Box>
  );
}
