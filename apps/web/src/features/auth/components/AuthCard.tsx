import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in and registration screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0, marginBottom: subtitle ? 8 : 24 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
        {footer && (
          <Flex justify="center" gap={16} wrap style={{ marginTop: 16 }}>
            {footer}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
