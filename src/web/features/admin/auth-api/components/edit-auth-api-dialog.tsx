import { FormDialog } from '../../../../components/common/form-dialog';
import { AdminEditButton } from '../../components/admin-edit-button';
import type { AuthApi } from '../api/use-auth-apis';
import { LoginAccessField } from './login-access-field';
import { SecretField } from './secret-field';

/** 'Edit Auth API': each of login_access, csrf_token and token edited and saved on its own. */
export function EditAuthApiDialog({ api }: { api: AuthApi }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={api.label} variant="secondary" />}
      title="Edit Auth API"
      description={`${api.label}: switching it off stops every call to it, for every shop. Keys are stored encrypted and shown only in part.`}
    >
      {() => (
        <div className="space-y-5">
          <LoginAccessField api={api} />
          {api.uses ? (
            <>
              {api.uses.csrfToken ? (
                <SecretField
                  api={api}
                  field="csrf_token"
                  label={api.uses.csrfToken}
                  current={api.csrf_token}
                />
              ) : null}
              <SecretField api={api} field="token" label={api.uses.token} current={api.token} />
            </>
          ) : (
            <p className="text-sm text-slate-600">
              {api.label} has no platform keys: each shop connects with its own in Settings → Integrations.
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
