// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPageGuard } from "../../../app/error-page/error-page-guard";

function BrokenErrorPage(): never {
  throw new Error("the error page broke");
}

afterEach(cleanup);

describe("ErrorPageGuard", () => {
  it("shows the error page when it renders", () => {
    render(
      <ErrorPageGuard>
        <h1>This page could not be found</h1>
      </ErrorPageGuard>,
    );
    expect(screen.getByRole("heading").textContent).toBe("This page could not be found");
  });

  it("falls back to a fixed message and a link home when the error page itself fails", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorPageGuard>
        <BrokenErrorPage />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole("heading").textContent).toBe("An error occurred while showing the error page");
    expect(screen.getByRole("link", { name: "Go back to home" }).getAttribute("href")).toBe("/");
    expect(consoleError).toHaveBeenCalled();
  });

  it("falls back in Spanish on a Spanish page, its link home to /es", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorPageGuard locale="es">
        <BrokenErrorPage />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Ocurrió un error al mostrar la página de error");
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/es");
  });
});
