# `make install` builds Orient in release mode and copies the `orient` binary to $(PREFIX)/bin; Mint and
# Homebrew formulae call it with their own PREFIX.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT_BUILD_FLAGS ?= -c release --disable-sandbox

.PHONY: build install uninstall test

build:
	swift build $(SWIFT_BUILD_FLAGS) --product orient

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/orient" "$(DESTDIR)$(BINDIR)/orient"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/orient"

test:
	swift test
