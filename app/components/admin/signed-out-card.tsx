import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** The frame of the back office's signed-out pages (sign-in and its second step, forgot and reset password). */
export function SignedOutCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-light px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-display text-3xl font-bold">{title}</h1>
        {intro ? <p className="mt-2 text-center text-ink-soft">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

export const signedOutInputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink focus:border-brand aria-[invalid=true]:border-accent";

export const signedOutButtonClass =
  "w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70";

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-accent">
      {message}
    </p>
  ) : null;
}

/** A labelled input of those pages, its message under it and tied to it. `children` sits beside the input (Show). */
export function SignedOutField({
  id,
  label,
  error,
  children,
  className = "",
  ...input
}: { id: string; label: string; error?: string; children?: ReactNode } & ComponentPropsWithoutRef<"input">) {
  const field = (
    <input
      id={id}
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`${signedOutInputClass} ${className}`.trim()}
      {...input}
    />
  );
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children ? (
        <div className="relative">
          {field}
          {children}
        </div>
      ) : (
        field
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export function Notice({ tone, children }: { tone: "status" | "alert"; children: ReactNode }) {
  return (
    <p
      role={tone}
      className={`mt-6 rounded-lg px-4 py-3 text-sm text-ink ${tone === "alert" ? "bg-accent-light font-semibold" : "bg-brand-light"}`}
    >
      {children}
    </p>
  );
}
