import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AttendanceImport } from '@/features/attendance/components/attendance-import';

/** /hr/attendance-import: device logs from CSV or XLSX, checked first, then imported all or nothing (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('attendanceImport.title')} intro={t('attendanceImport.intro')} />
      <AttendanceImport />
    </>
  );
}
