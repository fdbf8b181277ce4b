// The month's figures as cards, each a short list of labels and values; with a store, the programme's
// own figures show a dash and say why.
import { Box, Card, CardContent, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { cellText } from './cell-text.ts';
import type { Figure, FigureGroup } from './dashboard-tables.ts';

/** The ratings' trend reads as words; the arrow only repeats them for the eye. */
const ARROWS = { up: ArrowUpward, down: ArrowDownward } as const;

function TrendArrow({ direction }: { direction: Figure['direction'] }) {
  if (!direction) return null;
  const Arrow = ARROWS[direction];
  return <Arrow fontSize="inherit" aria-hidden />;
}

function FigureCard({ group, withStore }: { group: FigureGroup; withStore: boolean }) {
  return (
    <Card component="section" aria-label={group.title} variant="outlined">
      <CardContent>
        <Typography component="h3" variant="subtitle1" gutterBottom>
          {group.title}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {group.figures.map((figure, index) => (
            <Box
              key={figure.label}
              // A sentence (the trend) goes below its label, a number beside it.
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                flexWrap: figure.cell.kind === 'texto' ? 'wrap' : 'nowrap',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary', minWidth: 0 }}>
                {figure.label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  textAlign: figure.cell.kind === 'texto' ? 'left' : 'right',
                  fontWeight: index === 0 ? 600 : 400,
                  fontSize: index === 0 ? '1.25rem' : undefined,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                }}
              >
                <TrendArrow direction={figure.direction} />
                {cellText(figure.cell)}
              </Box>
            </Box>
          ))}
        </Box>
        {group.programmeOnly && withStore ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {m.programmeOnly}
          </Typography>
        ) : (
          group.hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {group.hint}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}

export function FigureCards({ groups, withStore }: { groups: FigureGroup[]; withStore: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
      }}
    >
      {groups.map((group) => (
        <FigureCard key={group.title} group={group} withStore={withStore} />
      ))}
    </Box>
  );
}
