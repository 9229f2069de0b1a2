import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

type PasswordFieldProps = Omit<React.ComponentProps<typeof TextField>, 'type' | 'renderInput'>;

/** A password input with a show/hide toggle (§2 Register). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      renderInput={(inputProps) => (
        <div className="relative">
          <input {...inputProps} className={`${inputProps.className} pr-11`} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'AUTH.hidePassword' : 'AUTH.showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-5"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
}
