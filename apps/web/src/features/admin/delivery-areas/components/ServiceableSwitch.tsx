interface Props {
  cityName: string;
  serviceable: boolean;
  pending: boolean;
  onChange: (serviceable: boolean) => void;
}

/** A switch (role="switch") for one city: on means the courier delivers there. */
export function ServiceableSwitch({ cityName, serviceable, pending, onChange }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={serviceable}
      aria-label={`Deliver to ${cityName}`}
      disabled={pending}
      onClick={() => onChange(!serviceable)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-medium disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${
          serviceable ? 'bg-green-600' : 'bg-stone-300'
        }`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${
            serviceable ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      {/* On phones the switch alone shows it (and "Off" beside the name); the state is read from aria-checked. */}
      <span
        className={`hidden w-28 text-left sm:inline ${serviceable ? 'text-green-800' : 'text-stone-600'}`}
      >
        {serviceable ? 'Serviceable' : 'Not serviceable'}
      </span>
    </button>
  );
}
