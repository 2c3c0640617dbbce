// The async boundary federation needs: shared singletons are negotiated before any of them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The standalone harness failed to start', error);
});

export {};
