// The start page after sign-in: who is signed in, in which role, and the screens that role uses.
import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { Title, useBasename, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { RESOURCES, mayRead } from '../lib/roles.ts';
import type { Papel } from '../lib/types.ts';

export function StartPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Papel>();
  const resources = RESOURCES.filter((resource) => mayRead(permissions, resource));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="painel.titulo" />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {translate('painel.inicio.boas_vindas', { nome: identity?.fullName ?? '' })}
        </Typography>
        {permissions && (
          <Typography gutterBottom>
            {translate('painel.inicio.perfil', {
              papel: translate(`painel.papeis.${permissions}`),
            })}
          </Typography>
        )}
        <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
          {translate('painel.inicio.atalhos')}
        </Typography>
        {resources.length > 0 ? (
          <List>
            {resources.map((resource) => (
              <ListItem key={resource} disablePadding>
                <ListItemButton component={Link} to={`${basename}/${resource}`}>
                  <ListItemText
                    primary={translate(`resources.${resource}.name`, { smart_count: 2 })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography>{translate('painel.inicio.sem_atalhos')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
