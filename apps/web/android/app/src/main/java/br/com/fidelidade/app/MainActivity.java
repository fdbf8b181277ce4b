package br.com.fidelidade.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
