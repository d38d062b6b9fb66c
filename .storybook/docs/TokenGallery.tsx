// The design tokens of web/src/styles/theme.ts drawn live, light and dark side by side, for the Introduction page.
import type { ReactNode } from 'react';
import styled, { ThemeProvider, useTheme } from 'styled-components';
import { themes } from '../../web/src/styles/theme';
import type { Theme, ThemeName } from '../../web/src/styles/theme';

const themeNames = Object.keys(themes) as ThemeName[];

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
  margin: 1rem 0 2rem;
`;

/** One theme's column: its own background, text and type, exactly as the app paints a page. */
const ThemePanel = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const PanelTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-transform: capitalize;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(5rem, auto) 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const TokenName = styled.code`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text};
`;

const TokenValue = styled.code`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Renders `children` once per theme, each inside that theme's provider, side by side. */
function InBothThemes({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <Columns className="sb-unstyled">
      {themeNames.map((name) => (
        <ThemeProvider key={name} theme={themes[name]}>
          <ThemePanel aria-label={`${name} theme`}>
            <PanelTitle>{name}</PanelTitle>
            <LiveTheme>{children}</LiveTheme>
          </ThemePanel>
        </ThemeProvider>
      ))}
    </Columns>
  );
}

/** Reads the theme from the provider, as every component does, rather than from the object passed in. */
function LiveTheme({ children }: { children: (theme: Theme) => ReactNode }) {
  return <>{children(useTheme())}</>;
}

const Swatch = styled.span<{ $colour: string }>`
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $colour }) => $colour};
`;

const SwatchRow = styled.div`
  display: grid;
  grid-template-columns: 2.5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Every colour of `theme.colors`, in the order theme.ts lists them. */
export function ColourTokens() {
  return (
    <InBothThemes>
      {(theme) =>
        Object.entries(theme.colors).map(([name, value]) => (
          <SwatchRow key={name}>
            <Swatch $colour={value} />
            <span>
              <TokenName>colors.{name}</TokenName>
              <br />
              <TokenValue>{value}</TokenValue>
            </span>
          </SwatchRow>
        ))
      }
    </InBothThemes>
  );
}

const SpaceRow = styled.div`
  display: grid;
  grid-template-columns: 11rem 1fr;
  align-items: center;
`;

const SpaceBar = styled.span<{ $width: string }>`
  width: ${({ $width }) => $width};
  min-width: 1px;
  height: 1rem;
  background: ${({ theme }) => theme.colors.primary};
`;

/** `theme.spacing`: the gaps and paddings between and inside components. */
export function SpacingTokens() {
  return (
    <InBothThemes>
      {(theme) =>
        Object.entries(theme.spacing).map(([name, value]) => (
          <SpaceRow key={name}>
            <span>
              <TokenName>spacing.{name}</TokenName> <TokenValue>{value}</TokenValue>
            </span>
            <SpaceBar $width={value} />
          </SpaceRow>
        ))
      }
    </InBothThemes>
  );
}

const Sample = styled.span<{ $size: string; $weight?: number; $family?: string }>`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight, theme }) => $weight ?? theme.typography.weight.regular};
  font-family: ${({ $family, theme }) => $family ?? theme.typography.fontFamily};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Stacked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

/** `theme.typography`: the size scale (h1 and h2 are fluid), the weights and the two families. */
export function TypeScale() {
  return (
    <InBothThemes>
      {(theme) => (
        <>
          {Object.entries(theme.typography.size).map(([name, value]) => (
            <Stacked key={name}>
              <span>
                <TokenName>typography.size.{name}</TokenName> <TokenValue>{value}</TokenValue>
              </span>
              <Sample $size={value}>Send $25.00 to Bob</Sample>
            </Stacked>
          ))}
          {Object.entries(theme.typography.weight).map(([name, value]) => (
            <Row key={name}>
              <TokenName>weight.{name}</TokenName>
              <Sample $size={theme.typography.size.md} $weight={value}>
                {value} · Balance
              </Sample>
            </Row>
          ))}
          <Stacked>
            <TokenName>typography.fontFamily</TokenName>
            <Sample $size={theme.typography.size.md}>The quick brown fox pays $1,234.50</Sample>
          </Stacked>
          <Stacked>
            <TokenName>typography.monoFamily</TokenName>
            <Sample $size={theme.typography.size.md} $family={theme.typography.monoFamily}>
              6f1c2d3e-4b5a-4c6d
            </Sample>
          </Stacked>
        </>
      )}
    </InBothThemes>
  );
}

const RadiusBox = styled.span<{ $radius: string }>`
  width: 3rem;
  height: 3rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.primarySurface};
`;

/** `theme.radii`: corner rounding, from inputs (sm) to pills and avatars. */
export function RadiusTokens() {
  return (
    <InBothThemes>
      {(theme) =>
        Object.entries(theme.radii).map(([name, value]) => (
          <Row key={name}>
            <RadiusBox $radius={value} />
            <span>
              <TokenName>radii.{name}</TokenName> <TokenValue>{value}</TokenValue>
            </span>
          </Row>
        ))
      }
    </InBothThemes>
  );
}

const ShadowCard = styled.span<{ $shadow: string }>`
  display: block;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ $shadow }) => $shadow};
`;

/** `theme.shadows`: elevation, different per theme (darker in dark), and the focus ring. */
export function ShadowTokens() {
  return (
    <InBothThemes>
      {(theme) =>
        Object.entries(theme.shadows).map(([name, value]) => (
          <ShadowCard key={name} $shadow={value}>
            <TokenName>shadows.{name}</TokenName>
            <br />
            <TokenValue>{value}</TokenValue>
          </ShadowCard>
        ))
      }
    </InBothThemes>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
`;

/** The tokens both themes share and that are not drawn: breakpoints, media queries, layout, layers, motion. */
export function OtherTokens() {
  const { breakpoints, media, layout, zIndices, transitions } = themes.light;
  const groups = { breakpoints, media, layout, zIndices, transitions };
  return (
    <ThemeProvider theme={themes.light}>
      <ThemePanel className="sb-unstyled" aria-label="Tokens shared by both themes">
        <Table>
          <tbody>
            {Object.entries(groups).flatMap(([group, tokens]) =>
              Object.entries(tokens).map(([name, value]) => (
                <tr key={`${group}.${name}`}>
                  <td>
                    <TokenName>
                      {group}.{name}
                    </TokenName>
                  </td>
                  <td>
                    <TokenValue>{String(value)}</TokenValue>
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </Table>
      </ThemePanel>
    </ThemeProvider>
  );
}
