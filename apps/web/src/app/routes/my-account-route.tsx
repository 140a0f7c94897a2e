import { useTranslation } from 'react-i18next';
import { DocumentsSection } from '../../features/kyc/components/documents-section';
import { ResponsibleGamblingSection } from '../../features/limits/components/responsible-gambling-section';
import { MyAccountPage } from '../../features/profile/routes/my-account';

/** My Account with the sections other features own (limits, documents). */
export function MyAccountRoute() {
  const { t } = useTranslation();
  return (
    <MyAccountPage
      sections={[
        { id: 'limits', label: t('limits.tab'), content: <ResponsibleGamblingSection /> },
        { id: 'documents', label: t('kyc.tab'), content: <DocumentsSection /> },
      ]}
    />
  );
}
