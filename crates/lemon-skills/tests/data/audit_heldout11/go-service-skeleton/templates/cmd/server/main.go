package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"__MODULE__/internal/config"
	"__MODULE__/internal/httpapi"
	"__MODULE__/internal/metrics"
)

func main() {
	cfg := config.FromEnv()
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	reg := metrics.New()

	srv := &http.Server{Addr: cfg.Addr, Handler: httpapi.Routes(log, reg), ReadHeaderTimeout: 5 * time.Second}
	go func() {
		log.Info("listening", "addr", cfg.Addr)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Error("server", "err", err)
			os.Exit(1)
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
	shutdown, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdown)
}
