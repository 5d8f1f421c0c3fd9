import type { ReactNode } from 'react';
import { DashboardOutlined, GiftOutlined, IdcardOutlined, RightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { UserProfile } from '@clearlot/contract';
import { paths } from '../../../shared/paths';
import { useCreditFigure, usePointsBalance } from '../api/rewards';

function QuickLink({ to, icon, title, text, extra }: { to: string; icon: ReactNode; title: string; text: string; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex gap={16} align="center">
          <span style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden>
            {icon}
          </span>
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{title}</Typography.Text>
              {extra}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {text}
            </Typography.Text>
          </Flex>
          <RightOutlined style={{ color: token.colorTextTertiary }} aria-hidden />
        </Flex>
      </Card>
    </Link>
  );
}

/** Shortcuts from the member centre to the security and profile pages. */
export function QuickLinks({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const points = usePointsBalance();
  const credit = useCreditFigure();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <QuickLink
          to={paths.accountSafe.getHref()}
          icon={<SafetyCertificateOutlined />}
          title={t('centre.linkSecurity')}
          text={t('centre.linkSecurityText')}
          extra={profile.secondAuthEnabled ? <Tag color="success">{t('safe.on')}</Tag> : <Tag>{t('safe.off')}</Tag>}
        />
      </Col>
      <Col xs={24} lg={12}>
        <QuickLink to={paths.profile.getHref()} icon={<IdcardOutlined />} title={t('centre.linkProfile')} text={t('centre.linkProfileText')} />
      </Col>
      <Col xs={24} lg={12}>
        <QuickLink
          to={paths.myPoints.getHref()}
          icon={<GiftOutlined />}
          title={t('centre.linkPoints')}
          text={t('centre.linkPointsText')}
          extra={
            points.data ? (
              <Tag color="processing" data-testid="centre-points">
                {t('centre.pointsTag', { count: points.data.balance, points: points.data.balance.toLocaleString('en-GB') })}
              </Tag>
            ) : undefined
          }
        />
      </Col>
      <Col xs={24} lg={12}>
        <QuickLink
          to={paths.myCreditScore.getHref()}
          icon={<DashboardOutlined />}
          title={t('centre.linkCredit')}
          text={t('centre.linkCreditText')}
          extra={
            credit.data ? (
              <Tag color="processing" data-testid="centre-credit">
                {credit.data.score}
              </Tag>
            ) : undefined
          }
        />
      </Col>
    </Row>
  );
}
