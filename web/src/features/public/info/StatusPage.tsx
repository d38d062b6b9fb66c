// Status: whether the service works right now, asked live through the bff from the api's readiness probe (/readyz)
// and asked again every 30 seconds while the page is open.
import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import type { BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { graphql } from '../../../gql';
import type { ServiceState } from '../../../gql/graphql';
import { formatDateTimeWithSeconds } from '../../../lib/format-date';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

export const ServiceStatusQuery = graphql(`
  query ServiceStatus {
    serviceStatus {
      id
      api
      database
      checkedAt
    }
  }
`);

export const STATUS_POLL_INTERVAL_MS = 30_000;

const looks: Readonly<
  Record<ServiceState, { label: string; tone: BadgeTone; icon: ComponentType<IconProps> }>
> = {
  OPERATIONAL: { label: 'Operational', tone: 'success', icon: CheckIcon },
  DOWN: { label: 'Down', tone: 'danger', icon: AlertIcon },
  UNKNOWN: { label: 'Unknown', tone: 'neutral', icon: ClockIcon },
};

const Parts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  dd {
    margin: 0;
    /* The badge's size, so the skeleton that stands for it moves nothing when it arrives. */
    min-height: 1.75rem;
  }
`;

const Checked = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function State({ state }: { state: ServiceState | undefined }) {
  if (state === undefined) return <Skeleton width="7rem" height="1.5rem" shape="rect" />;
  const look = looks[state];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {look.label}
    </Badge>
  );
}

/** What each part's state is: from the answer, or — when the bff itself did not answer — the gateway down, the rest unknown. */
export function serviceStates(
  status: { api: ServiceState; database: ServiceState } | undefined,
  gatewayAnswered: boolean | undefined,
): { gateway?: ServiceState; api?: ServiceState; database?: ServiceState } {
  if (status) return { gateway: 'OPERATIONAL', api: status.api, database: status.database };
  if (gatewayAnswered === false) return { gateway: 'DOWN', api: 'UNKNOWN', database: 'UNKNOWN' };
  return {};
}

export function StatusPage() {
  const { data, error, loading, refetch } = useQuery(ServiceStatusQuery, {
    fetchPolicy: 'network-only',
    pollInterval: STATUS_POLL_INTERVAL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const status = data?.serviceStatus;
  const states = serviceStates(status, error ? false : undefined);
  return (
    <>
      <title>Status · Wallet</title>
      <PageIntro
        eyebrow="Support"
        title="Service status"
        description="Checked live while you are on this page, every 30 seconds."
      />
      <InfoBody>
        <InfoSection title="Right now">
          <Parts aria-busy={loading || undefined}>
            <div>
              <dt>Website and gateway</dt>
              <dd>
                <State state={states.gateway} />
              </dd>
            </div>
            <div>
              <dt>Wallet API</dt>
              <dd>
                <State state={states.api} />
              </dd>
            </div>
            <div>
              <dt>Database</dt>
              <dd>
                <State state={states.database} />
              </dd>
            </div>
          </Parts>
          <Checked aria-live="polite">
            {status
              ? `Last checked ${formatDateTimeWithSeconds(status.checkedAt)}.`
              : error
                ? 'The gateway did not answer; your connection or our service may be down.'
                : 'Checking…'}
            <Button variant="secondary" size="sm" disabled={loading} onClick={() => void refetch()}>
              Check again
            </Button>
          </Checked>
        </InfoSection>
      </InfoBody>
    </>
  );
}
